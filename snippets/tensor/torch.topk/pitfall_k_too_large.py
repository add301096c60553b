import torch

logits = torch.tensor([[0.1, 2.0, 0.7]])     # only 3 classes

k = min(5, logits.size(-1))
print(logits.topk(k).indices)                # clamp k to the dimension size
logits.topk(5)                               # "top-5 accuracy" with 3 classes
