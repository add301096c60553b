import torch

# Gradients of order 1e-6, off by a factor of two.
grad = torch.tensor([1e-6, 3e-6])
reference = torch.tensor([2e-6, 6e-6])

print(torch.allclose(grad, reference, atol=1e-5))  # an atol this large hides the error
print(torch.allclose(grad, reference))  # the default atol=1e-8 does not
