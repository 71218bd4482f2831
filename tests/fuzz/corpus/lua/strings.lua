local s = string.rep("ab", 100)
return s:find("b", 1, true), s:gsub("a", "c")
