import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def f(x):
    return x * 2 + 1


cf = torch.compile(f, backend="eager", dynamic=False)  # specialise on every shape
cf(torch.ones(8, device=device))
print("compiled for shape (8,)")

# Make recompilations loud instead of silent (handy in tests and benchmarks).
torch.compiler.set_stance("fail_on_recompile")
cf(torch.ones(7, device=device))  # e.g. the last, smaller batch of an epoch
