import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(4, 4), nn.ReLU()).to(device)
stored = []
model[0].register_forward_hook(lambda mod, args, out: stored.append(out))  # 没有 detach

for _ in range(3):
    model(torch.ones(2, 4, device=device))
# 每个保存下来的输出仍持有其 autograd 计算图（以及图中保存的激活值）
print(len(stored), [t.grad_fn is not None for t in stored])
