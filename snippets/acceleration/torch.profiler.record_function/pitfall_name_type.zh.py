import torch
from torch.profiler import ProfilerActivity, profile, record_function

layers = [torch.nn.Linear(8, 8) for _ in range(2)]
x = torch.randn(4, 8)

with profile(activities=[ProfilerActivity.CPU]):
    for index, layer in enumerate(layers):
        with record_function(index):  # 本意是作为该层的标签
            x = layer(x)
