import torch

seen = []


@torch.compiler.disable  # 即使从编译后的代码中调用，也始终以 eager 方式运行
def log_stats(x):
    seen.append(("log_stats", torch.compiler.is_compiling()))
    print("mean:", x.mean().item())  # 否则 .item() 反正也会造成图中断


def step(x):
    seen.append(("step", torch.compiler.is_compiling()))  # Dynamo 追踪期间为 True
    y = x * 2
    log_stats(y)
    return y + 1


compiled = torch.compile(step, backend="eager")
print(compiled(torch.ones(4)))
print(seen)  # step 被追踪了（True）；log_stats 作为普通 Python 运行（False）
print("eager:", step(torch.ones(4)), seen[-2:])
