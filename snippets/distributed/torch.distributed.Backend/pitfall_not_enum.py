import torch.distributed as dist


def describe(backend):
    if isinstance(backend, dist.Backend):  # meant: "is this a backend name?"
        return f"backend {backend}"
    return f"not a backend: {backend!r}"


parsed = dist.Backend("GLOO")
print(type(parsed).__name__, describe(parsed))  # a plain str, so the check fails
print(parsed == dist.Backend.GLOO)  # compare values instead
