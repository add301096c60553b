import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(4, 2).to(device)
x = torch.randn(3, 4, device=device)
torch.export.export(model, x)  # 应为 (x,)
