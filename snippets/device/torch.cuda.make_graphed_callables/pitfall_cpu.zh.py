import torch

# GPU 训练脚本里建图的一步，在没有 GPU 的机器上运行。
model = torch.nn.Linear(16, 4)
model = torch.cuda.make_graphed_callables(model, (torch.randn(8, 16),))
