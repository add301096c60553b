import torch

shape = (3, 4)
print(torch.eye(*shape).shape)  # 解包：n=3, m=4
torch.eye(shape)                # 不接受元组，这一点与 torch.zeros(shape) 不同
