from torch.utils.data import ConcatDataset, IterableDataset


class LogLines(IterableDataset):
    def __init__(self, lines):
        self.lines = lines

    def __iter__(self):
        return iter(self.lines)


combined = ConcatDataset([LogLines(["a", "b"]), LogLines(["c"])])
