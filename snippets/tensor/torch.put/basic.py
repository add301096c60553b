import torch

x = torch.zeros(2, 3)

# indices count through x as if it were flattened in row-major order
print(x.put(torch.tensor([0, 5]), torch.tensor([1.0, 2.0])))
print(torch.put(x, torch.tensor([-1]), torch.tensor([9.0])))      # -1 is the last element

# accumulate=True adds, and repeated indices add up
print(x.put(torch.tensor([1, 1, 4]), torch.tensor([1.0, 2.0, 3.0]), accumulate=True))

# put returns a new tensor; put_ writes into x
x.put_(torch.tensor([2]), torch.tensor([5.0]))
print(x)
