from torch.nn.modules.module import (
    register_module_backward_hook,
    register_module_full_backward_hook,
)

handle = register_module_full_backward_hook(lambda m, grad_in, grad_out: None)
handle.remove()  # 已经注销，但进程仍停留在“完整钩子”模式

register_module_backward_hook(lambda m, grad_in, grad_out: None)
