import torch

# 检查点来自一个保留了滑动统计量的 InstanceNorm 模型
old = torch.nn.InstanceNorm2d(3, affine=True, track_running_stats=True)
state = old.state_dict()

new = torch.nn.InstanceNorm2d(3, affine=True)  # 现在的默认值：track_running_stats=False
new.load_state_dict(state)
