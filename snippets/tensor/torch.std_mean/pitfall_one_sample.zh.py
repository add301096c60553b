import torch

x = torch.tensor([[5.0], [7.0]])       # 每行只有一个元素
print(torch.std_mean(x, dim=1))        # 警告：degrees of freedom is <= 0
print(torch.std_mean(x, dim=1, correction=0))
