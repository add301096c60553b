import tempfile

import torch
from torch.utils.tensorboard import SummaryWriter

per_sample_loss = torch.nn.functional.mse_loss(
    torch.zeros(4), torch.ones(4), reduction="none"
)

with tempfile.TemporaryDirectory() as log_dir, SummaryWriter(log_dir) as writer:
    # A loss of shape (4,), not a single number.
    writer.add_scalar("train/loss", per_sample_loss, global_step=0)
