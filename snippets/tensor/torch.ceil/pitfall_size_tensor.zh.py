import torch

length = torch.tensor(10.0)
chunks = torch.ceil(length / 4)

print(torch.zeros(int(chunks)).shape)   # Python int 可以作为大小
torch.zeros(chunks)                     # 浮点张量不行
