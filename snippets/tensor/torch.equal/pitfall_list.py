import torch

out = torch.tensor([1, 2, 3])

print(torch.equal(out, torch.tensor([1, 2, 3])))   # wrap the expected values
print(out.tolist() == [1, 2, 3])                   # or compare as Python lists
torch.equal(out, [1, 2, 3])                        # a list is not accepted
