import torch
import torch.nn.functional as F

logits = torch.tensor([[1.0, 2.0, 3.0],
                       [1.0, 1.0, 1.0]])  # (batch, classes)

probs = F.softmax(logits, dim=-1)  # over the classes of each row
print(probs)
print(probs.sum(dim=-1))

# large logits do not overflow: softmax subtracts the maximum internally
print(F.softmax(torch.tensor([1000.0, 1001.0]), dim=0))

# dtype= casts the input before computing, e.g. half logits, float32 probabilities
half = torch.tensor([1.0, 2.0], dtype=torch.float16)
print(F.softmax(half, dim=0, dtype=torch.float32).dtype)
