local co = coroutine.wrap(function() for i = 1, 10 do coroutine.yield(i) end end)
local n = 0
for i = 1, 10 do n = n + co() end
return n
