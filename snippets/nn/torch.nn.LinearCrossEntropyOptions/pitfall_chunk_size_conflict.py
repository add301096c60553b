import torch
import torch.nn.functional as F

torch.manual_seed(0)
hidden = torch.randn(64, 16)
weight = torch.randn(1000, 16)
target = torch.randint(0, 1000, (64,))

# Construction succeeds; the clash only shows when the heuristic's size is known
options = torch.nn.LinearCrossEntropyOptions(batch_chunk_size=8, chunking_method="aspect_ratio")
print(options.batch_chunk_size)
loss = F.linear_cross_entropy(hidden, weight, target, options=options)
