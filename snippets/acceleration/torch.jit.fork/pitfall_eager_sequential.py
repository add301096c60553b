import torch

log = []


def branch(x):
    log.append("branch ran")
    return x * 2


x = torch.ones(3)
future = torch.jit.fork(branch, x)  # plain Python: runs right here
log.append("after fork")
print(log)
print("done before wait:", future.done())
print(torch.jit.wait(future))
