import torch

log = []


def branch(x):
    log.append("branch ran")
    return x * 2


x = torch.ones(3)
future = torch.jit.fork(branch, x)  # 普通 Python 调用：就在这里执行
log.append("after fork")
print(log)
print("done before wait:", future.done())
print(torch.jit.wait(future))
