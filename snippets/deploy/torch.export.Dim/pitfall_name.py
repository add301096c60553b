from torch.export import Dim

batch = Dim("batch size")
