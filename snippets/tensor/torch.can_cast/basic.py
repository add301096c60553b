import torch

print(torch.can_cast(torch.int64, torch.float32))  # up the kind ladder: allowed
print(torch.can_cast(torch.float32, torch.int32))  # float to integer: not allowed
print(torch.can_cast(torch.float64, torch.float16))  # same kind, narrower: allowed
print(torch.can_cast(torch.complex64, torch.float64))  # complex to real: not allowed

# the rule behind in-place operations: the result dtype must be castable to the tensor's dtype
x = torch.tensor([1, 2, 3])
result = torch.result_type(x, 0.5)
print(result, torch.can_cast(result, x.dtype))
