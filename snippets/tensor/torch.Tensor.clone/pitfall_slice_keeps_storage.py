import torch

big = torch.zeros(1_000_000)
head = big[:10]                            # a view: keeps the whole buffer alive
print(head.untyped_storage().nbytes())
print(head.clone().untyped_storage().nbytes())   # only the 10 elements
