local ok, e = pcall(error, "x")
return setmetatable({}, {__index = function(t, k) return k end}).y, ok, e
