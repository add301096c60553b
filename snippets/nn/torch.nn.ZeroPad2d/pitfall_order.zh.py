import torch

x = torch.ones(1, 1, 2, 4)
pad = torch.nn.ZeroPad2d((2, 0, 0, 0))  # 本意：在上方填充 2 行（按 (top, bottom, left, right) 的顺序理解）
print(pad(x).shape)  # 结果变宽了：顺序其实是 (left, right, top, bottom)
print(torch.nn.ZeroPad2d((0, 0, 2, 0))(x).shape)
