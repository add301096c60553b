import torch
import torch.nn.functional as F

torch.manual_seed(0)
hidden = torch.randn(64, 16)
weight = torch.randn(1000, 16)
target = torch.randint(0, 1000, (64,))

# 构造时不报错；要等启发式算出分块大小后才发现冲突
options = torch.nn.LinearCrossEntropyOptions(batch_chunk_size=8, chunking_method="aspect_ratio")
print(options.batch_chunk_size)
loss = F.linear_cross_entropy(hidden, weight, target, options=options)
