import torch

seen = []


def forward(x):
    seen.append(("is_tracing", torch.jit.is_tracing()))
    seen.append(("is_compiling", torch.compiler.is_compiling()))
    return x + 1


torch.compile(forward, backend="eager")(torch.ones(1))
print(seen)  # torch.compile 并不是 TorchScript 的 trace
