import torch
import torch.distributed as dist

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 一个为 torchrun 编写的训练脚本，却用普通的 `python` 启动：
# 在第一次集合通信之前，没有任何代码调用过 init_process_group。
grad = torch.ones(3, device=device)
dist.all_reduce(grad)
