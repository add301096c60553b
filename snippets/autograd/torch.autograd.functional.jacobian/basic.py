import torch
from torch.autograd.functional import hessian, jacobian


def f(x):
    return x ** 2 * x.sum()


x = torch.tensor([1.0, 2.0, 3.0])
J = jacobian(f, x)
print(J)  # J[i, j] = d f(x)[i] / d x[j]

# The shape is output shape + input shape
print(jacobian(lambda t: t.sum(dim=0), torch.ones(2, 3)).shape)

# Several inputs: a tuple of Jacobians, one per input
Ja, Jb = jacobian(lambda a, b: a * b, (x, torch.ones(3)))
print(Ja.diagonal(), Jb.diagonal())

# hessian needs a function with a single-element output
print(hessian(lambda t: (t ** 3).sum(), x))

# Forward mode, batched with vmap: the same Jacobian
print(torch.equal(jacobian(f, x, vectorize=True, strategy="forward-mode"), J))
