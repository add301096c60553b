import torch

x = torch.ones(1, 1, 2, 3)  # (N, C, H, W)

print(torch.nn.ZeroPad2d(1)(x).shape)  # 四边各填充 1
print(torch.nn.ZeroPad2d((1, 0, 2, 0))(x)[0, 0])  # (left, right, top, bottom)
print(torch.equal(torch.nn.ZeroPad2d((1, 0, 2, 0))(x), torch.nn.functional.pad(x, (1, 0, 2, 0))))
print(torch.nn.ZeroPad2d((0, 0, -1, 0))(torch.ones(1, 1, 3, 3)).shape)  # 负值表示裁剪
