import torch

labels = torch.tensor([1, 0, 1])                   # int64
logits = torch.zeros(3, dtype=torch.float64)
print(labels.type_as(logits))                      # dtype of logits (and its device)
print(labels.to(logits).dtype)                     # the same with to()

print(labels.type())                               # no argument: a type string
print(labels.type(torch.float32).dtype)            # with a dtype: a converted tensor
print(logits.type_as(logits) is logits)            # already matching: no copy
