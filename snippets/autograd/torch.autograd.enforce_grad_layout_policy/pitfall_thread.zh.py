import threading

import torch

# 在主线程里当作函数调用：只对本线程放宽
torch.autograd.enforce_grad_layout_policy(False)

w = torch.zeros(4, 3, requires_grad=True)
x = torch.ones(3, 4)


def train_step():
    (w.t() * x).sum().backward()


worker = threading.Thread(target=train_step)
worker.start()
worker.join()
print("backward in another thread:", w.grad.stride())  # 仍然强制执行约定

w.grad = None
train_step()
print("backward in the main thread:", w.grad.stride())
