import torch
from torch.utils.checkpoint import checkpoint

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(4, 1).to(device)
x = torch.randn(2, 4, device=device)  # 输入数据：requires_grad=False
out = checkpoint(model, x, use_reentrant=True)  # 整个模型都在里面
print(out.requires_grad)
out.sum().backward()
