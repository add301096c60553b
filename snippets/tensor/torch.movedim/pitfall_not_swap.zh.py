import torch

x = torch.zeros(2, 3, 4, 5)

print(torch.movedim(x, 0, 2).shape)      # 第 0 维移到第 2 维；第 1、2 维依次左移
print(torch.transpose(x, 0, 2).shape)    # 交换则是把这两个维度对调
