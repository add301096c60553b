import torch

enabled = torch._C._is_multithreading_enabled  # 这个类设置的开关
print("before:", enabled())


@torch.autograd.set_multithreading_enabled(False)
def train_step():
    pass


print("after decorating:", enabled())  # 定义函数时就被关掉了
train_step()
print("after calling:", enabled())  # 而且再也没有恢复
