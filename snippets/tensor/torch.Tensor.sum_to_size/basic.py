import torch

grad = torch.ones(4, 3)
# undo broadcasting: the gradient of a (1, 3) bias
print(grad.sum_to_size(1, 3))
# leading dims may be dropped, as broadcasting adds them
print(grad.sum_to_size(3))
print(grad.sum_to_size(4, 1))
# a size tuple works too
bias = torch.zeros(1, 3)
print(grad.sum_to_size(bias.shape).shape)
