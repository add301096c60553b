import torch
import torch.nn as nn

model = nn.Linear(4, 3).eval()
x = torch.randn(2, 4)
ep = torch.export.export(model, (x,))
print(ep.graph_signature.user_inputs)
ep.graph_module(x)  # 这张图的输入还包括权重和偏置
