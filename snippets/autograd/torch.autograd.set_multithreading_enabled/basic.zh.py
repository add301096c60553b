import threading

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
caller = threading.get_ident()

x = torch.ones(3, device=device, requires_grad=True)
on_caller = []
# 张量钩子在执行这段反向的那个线程上运行
x.register_hook(lambda grad: on_caller.append(threading.get_ident() == caller))

(x * 2).sum().backward()  # 默认：在设备工作线程上（CUDA）
with torch.autograd.set_multithreading_enabled(False):
    (x * 2).sum().backward()  # 总在调用线程上

print(on_caller)  # CPU：[True, True]；CUDA：[False, True]
print(x.grad)
