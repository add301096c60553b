import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-1.0, 2.0], device=device, requires_grad=True)
h = torch.tanh(x)           # tanh 为反向传播保存了其输出
F.relu(h, inplace=True)     # 而这里把它覆盖了
h.sum().backward()
