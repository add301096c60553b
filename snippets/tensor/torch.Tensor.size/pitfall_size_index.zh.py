import torch

x = torch.zeros(2, 3)
print(x.size()[1])  # 对返回的 Size 取索引：没问题
x.size[1]           # 忘了加调用括号
