import torch

model = torch.nn.Linear(16, 4)
model.register_forward_hook(lambda module, args, output: None)  # 例如记录日志或性能分析用的钩子
model = torch.cuda.make_graphed_callables(model, (torch.randn(8, 16),))
