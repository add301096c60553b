import tempfile

import torch
from torch.utils.tensorboard import SummaryWriter

per_sample_loss = torch.nn.functional.mse_loss(
    torch.zeros(4), torch.ones(4), reduction="none"
)

with tempfile.TemporaryDirectory() as log_dir, SummaryWriter(log_dir) as writer:
    # 形状为 (4,) 的损失，而不是单个数值。
    writer.add_scalar("train/loss", per_sample_loss, global_step=0)
