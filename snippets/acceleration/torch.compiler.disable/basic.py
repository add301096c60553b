import torch

seen = []


@torch.compiler.disable  # always runs eagerly, even when called from compiled code
def log_stats(x):
    seen.append(("log_stats", torch.compiler.is_compiling()))
    print("mean:", x.mean().item())  # .item() would otherwise break the graph anyway


def step(x):
    seen.append(("step", torch.compiler.is_compiling()))  # True while Dynamo traces
    y = x * 2
    log_stats(y)
    return y + 1


compiled = torch.compile(step, backend="eager")
print(compiled(torch.ones(4)))
print(seen)  # step was traced (True); log_stats ran as plain Python (False)
print("eager:", step(torch.ones(4)), seen[-2:])
