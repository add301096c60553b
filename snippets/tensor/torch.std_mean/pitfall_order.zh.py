import torch

x = torch.tensor([10.0, 12.0, 14.0])
mean, std = torch.std_mean(x)         # 解包顺序写反了
# 不会报错：两个名字只是对调了
print(mean, std)
std, mean = torch.std_mean(x)
print(mean, std)
