import torch.distributed as dist


def describe(backend):
    if isinstance(backend, dist.Backend):  # 本意是“这是不是后端名？”
        return f"backend {backend}"
    return f"not a backend: {backend!r}"


parsed = dist.Backend("GLOO")
print(type(parsed).__name__, describe(parsed))  # 是普通 str，检查不通过
print(parsed == dist.Backend.GLOO)  # 应该比较值
