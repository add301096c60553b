import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-1.0, 2.0, -3.0], device=device)
y = F.relu(x, inplace=True)
print(y is x)  # 同一个张量对象
print(x)       # 原来的值没了
