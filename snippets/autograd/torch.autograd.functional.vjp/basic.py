import torch
from torch.autograd.functional import hvp, jvp, vhp, vjp


def f(x):
    return x ** 2 * x.sum()  # R^3 -> R^3


x = torch.tensor([1.0, 2.0, 3.0])

# vjp: v has the shape of the output, the result v^T J the shape of the input
out, vJ = vjp(f, x, v=torch.tensor([1.0, 0.0, 0.0]))
print(out, vJ)

# jvp: v has the shape of the input, the result J v the shape of the output
out, Jv = jvp(f, x, v=torch.tensor([1.0, 0.0, 0.0]))
print(Jv)


def energy(x):
    return (x ** 3).sum()  # scalar output


# hvp and vhp need a scalar function; the Hessian is symmetric here, so they agree
print(hvp(energy, x, v=torch.ones(3)))
print(vhp(energy, x, v=torch.ones(3)))

# A scalar output needs no v: vjp then returns the plain gradient
print(vjp(energy, x)[1])
