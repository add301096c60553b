import torch

total = torch.tensor([1.1]) + torch.tensor([2.2])
expected = torch.tensor([3.3])

print(total.item(), expected.item())        # differ in the last bits
print(torch.equal(total, expected))         # exact comparison: False
print(torch.allclose(total, expected))      # tolerant comparison: True
