import torch
import torch.nn as nn
from torch.export import Dim

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(4, 2).to(device).eval()
example = torch.randn(1, 4, device=device)  # “单个样本”的示例输入
torch.export.export(model, (example,), dynamic_shapes={"input": {0: Dim("batch")}})
