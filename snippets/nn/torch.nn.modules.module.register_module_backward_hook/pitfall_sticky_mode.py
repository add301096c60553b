from torch.nn.modules.module import (
    register_module_backward_hook,
    register_module_full_backward_hook,
)

handle = register_module_full_backward_hook(lambda m, grad_in, grad_out: None)
handle.remove()  # removed, but the process stays in "full" mode

register_module_backward_hook(lambda m, grad_in, grad_out: None)
