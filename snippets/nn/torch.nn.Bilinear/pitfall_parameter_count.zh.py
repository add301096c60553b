from torch import nn

bilinear = nn.Bilinear(512, 512, 256)
linear = nn.Linear(512 + 512, 256)  # 改为把两个输入拼接起来
print(sum(p.numel() for p in bilinear.parameters()))
print(sum(p.numel() for p in linear.parameters()))
